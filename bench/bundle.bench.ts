import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const distDir = 'dist/web';
/** The budgets of the shell issue: what the login route loads, and any agent screen's chunk set. */
export const LOGIN_BUDGET_KB = 150;
export const AGENT_SCREEN_BUDGET_KB = 350;

/**
 * Gzipped JavaScript each route loads: the entry's static import closure, plus the layouts and
 * the screen module with their static imports (read from Vite's build manifest).
 */
export function run() {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { skipped: 'dist/web is not built with a manifest (run npm run build)' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(distDir, file))).length);
    return sizes.get(file)!;
  };
  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      seen.add(key);
      closure(manifest[key]?.imports ?? [], seen);
    }
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const keyOf = (src: string) => Object.keys(manifest).find((key) => manifest[key]!.src === src || key === src);
  const routeKb = (modules: string[]) => {
    const keys = [entry, ...modules.map(keyOf).filter((key): key is string => Boolean(key))];
    const files = [...closure(keys)].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return Math.round((files.reduce((sum, file) => sum + gz(file), 0) / 1024) * 10) / 10;
  };

  const routes: Record<string, number> = {
    '/auth/login': routeKb(['app/routes/auth/login.tsx']),
    '/auth/register': routeKb(['app/routes/auth/register.tsx']),
    '/auth/forgot-password': routeKb(['app/routes/auth/forgot-password.tsx']),
    '/auth/reset-password': routeKb(['app/routes/auth/reset-password.tsx']),
    '/': routeKb(['app/routes/landing.tsx']),
    '/agent/dashboard': routeKb(['app/routes/agent-layout.tsx', 'app/routes/dashboard.tsx']),
    '/agent/settings': routeKb(['app/routes/agent-layout.tsx', 'app/routes/settings.tsx']),
    '/agent/orders (and every workspace screen)': routeKb(['app/routes/agent-layout.tsx', 'app/routes/workspace.tsx']),
    '/agent/orders/:id': routeKb(['app/routes/agent-layout.tsx', 'app/routes/record-detail.tsx']),
    '/client/dashboard': routeKb(['app/routes/client-layout.tsx', 'app/routes/dashboard.tsx']),
    '/vendor/dashboard': routeKb(['app/routes/vendor-layout.tsx', 'app/routes/dashboard.tsx']),
  };
  const agentScreens = Object.entries(routes).filter(([route]) => route.startsWith('/agent/'));
  return {
    gzippedKbPerRoute: routes,
    loginWithinBudget: routes['/auth/login']! <= LOGIN_BUDGET_KB,
    largestAgentScreenKb: Math.max(...agentScreens.map(([, kb]) => kb)),
    agentScreensWithinBudget: agentScreens.every(([, kb]) => kb <= AGENT_SCREEN_BUDGET_KB),
  };
}
