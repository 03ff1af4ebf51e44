/**
 * The capacity bench's bare baseline: Node's own HTTP server answering every request with five bytes, no framework,
 * no database. Run by the bench as a child process, one per port:
 *
 *   BASELINE_PORT=5601 tsx tools/bench/src/cluster/hello-server.ts
 */
import { createServer } from 'node:http';

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': '5' });
  response.end('hello');
});
const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.listen(Number(process.env['BASELINE_PORT'] ?? 5601), '127.0.0.1');
