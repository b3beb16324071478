// The yardstick: a hello-world Fastify in its own process, measured in the same run as the app so
// that the app's figures can be read as a share of what this machine serves at all right now
// (the machine is shared; absolute req/s move with its load). run.ts forks it like server.ts.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
process.send?.({ port: address.port });
