/** A plain static file server (node:http + fs) for the baseline of the benchmark. */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: static-server <file> <port>');
const size = statSync(file).size;

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': size });
  createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.log(`static server on ${port}`));
