// Serves a consumer app's build under a strict CSP (no 'unsafe-eval', no inline script or style) and
// passes /api/ to the real API, so the app, its API calls and its presigned uploads share one origin.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';

export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

export function serveWithCsp(distDir, apiUrl) {
  const api = new URL(apiUrl);
  const server = createServer((req, res) => {
    if (req.url.startsWith('/api/')) {
      const upstream = request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const wanted = path.join(distDir, path.normalize(new URL(req.url, 'http://x').pathname));
    const file =
      wanted.startsWith(distDir) && existsSync(wanted) && statSync(wanted).isFile()
        ? wanted
        : path.join(distDir, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': STRICT_CSP,
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
