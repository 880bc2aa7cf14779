// Import boundaries of ARCHITECTURE.md: core ← server, core ← web; web and server never import
// each other; a web feature never imports another feature (routes compose them); core has no I/O.
import path from 'node:path';

const root = process.cwd();

function area(file) {
  const rel = path.relative(root, file).split(path.sep);
  if (rel[0] === 'web' && rel[1] === 'features' && rel[2]) return { top: 'web', feature: rel[2] };
  return { top: rel[0] ?? '' };
}

function resolveTarget(source, file) {
  if (source.startsWith('@core/')) return path.join(root, 'core', source.slice(6));
  if (source.startsWith('@web/')) return path.join(root, 'web', source.slice(5));
  if (source.startsWith('.')) return path.resolve(path.dirname(file), source);
  return null;
}

const ioModules = /^(node:|fs$|path$|pg$|fastify|drizzle-orm|@electric-sql|better-auth|react|nodemailer)/;

const layers = {
  meta: { type: 'problem', messages: { crossing: '{{from}} may not import {{to}} ({{why}})' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = area(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      const report = (to, why) => context.report({ node, messageId: 'crossing', data: { from: path.relative(root, file), to: source, why } });
      if (from.top === 'core' && ioModules.test(source)) return report(source, 'core is pure: no I/O, no framework');
      const target = resolveTarget(source, file);
      if (!target) return;
      const to = area(target);
      if (from.top === 'core' && to.top !== 'core') return report(to, 'core imports only core');
      if (from.top === 'server' && to.top === 'web') return report(to, 'server never imports web');
      if (from.top === 'web' && to.top === 'server') return report(to, 'web never imports server');
      if (from.feature && to.feature && from.feature !== to.feature) return report(to, 'features do not import each other; compose them in routes');
      if (from.feature && to.top === 'web' && path.relative(root, target).startsWith(path.join('web', 'app'))) return report(to, 'features do not import the app layer');
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { layers } };
