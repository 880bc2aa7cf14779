import * as bundle from './bundle.bench';
import * as coldStart from './cold-start.bench';
import * as ordersList from './orders-list.bench';
import * as session from './session.bench';

/** `npm run bench`: runs every benchmark and prints one JSON document of figures. */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const results = {
  machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
  bundle: bundle.run(),
  session: await session.run({ seconds }),
  coldStart: await coldStart.run(),
  ordersList: await ordersList.run({ seconds }),
};
console.log(JSON.stringify(results, null, 2));
