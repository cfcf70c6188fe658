// Serves a consumer app's build under a strict CSP (no 'unsafe-eval', no inline script or style) on its own
// origin, with no proxy: the app calls the API, and PUTs its files to the upload store, cross-origin, as an
// outside team's app does. `connect-src` allows exactly those origins.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

export function strictCsp(connectSources) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** Serves `distDir` on 127.0.0.1:`port` (a port the API's CORS_ORIGINS already names). */
export function serveWithCsp(distDir, { port, connectSources }) {
  const csp = strictCsp(connectSources);
  const server = createServer((req, res) => {
    const wanted = path.join(distDir, path.normalize(new URL(req.url, 'http://x').pathname));
    const file =
      wanted.startsWith(distDir) && existsSync(wanted) && statSync(wanted).isFile()
        ? wanted
        : path.join(distDir, 'index.html');
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-security-policy': csp,
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
