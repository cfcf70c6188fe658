// The consumer fixtures, outside the workspace: copied to a temporary folder, installed from the local
// registry with plain npm (no links), type-checked, built and run — the apps in Chromium under a strict CSP
// on their own origin, against the real API on another one (local storage, then an S3 store), the Node
// script against the same API.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, chromiumPath } from '@concierge/browser';
import { chromium } from 'playwright-core';
import { serveWithCsp } from './csp-server.mjs';
import { run } from './run.mjs';

const fixtures = path.resolve(import.meta.dirname, '../consumers');

/** The React lines each app fixture is installed with: what the kit's peer range promises. */
export const REACT_LINES = {
  react19: { react: '19.3.1', types: '^19.3.0' },
  react18: { react: '18.3.1', types: '^18.3.0' },
};

function appPackage(versions, reactLine) {
  return {
    name: `concierge-consumer-${reactLine}`,
    private: true,
    type: 'module',
    scripts: { typecheck: 'tsc --noEmit', build: 'vite build' },
    dependencies: {
      '@concierge/api-client': versions['@concierge/api-client'],
      '@concierge/auth': versions['@concierge/auth'],
      '@concierge/ui': versions['@concierge/ui'],
      '@concierge/uploader': versions['@concierge/uploader'],
      '@tanstack/react-query': '5.108.0',
      react: REACT_LINES[reactLine].react,
      'react-dom': REACT_LINES[reactLine].react,
    },
    devDependencies: {
      '@types/react': REACT_LINES[reactLine].types,
      '@types/react-dom': REACT_LINES[reactLine].types,
      '@vitejs/plugin-react': '6.3.0',
      typescript: '5.9.3',
      vite: '8.3.8',
    },
  };
}

async function install(dir, registry, label) {
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error', '--fetch-retries=4'],
    {
      cwd: dir,
      env: registry.env,
      label,
    },
  );
}

/**
 * Drives the built app in Chromium as a person would, against the API at `apiUrl`; returns what went wrong
 * (empty when nothing) and the key of the file it uploaded.
 */
async function exerciseApp(url, apiUrl, reactVersion) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const problems = [];
  let page;
  let key;
  try {
    page = await browser.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`console: ${message.text()}`);
    });
    await page.exposeFunction('__reportCsp', (text) => problems.push(`CSP violation: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        window.__reportCsp(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${url}?api=${encodeURIComponent(apiUrl)}`);
    await page.getByRole('heading', { name: `Consumer on React ${reactVersion}` }).waitFor();
    // Input's ref reached the native field: the effect focused it.
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('name'));
    if (focused !== 'email')
      problems.push(`the email field is not focused through its ref (focused: ${focused})`);
    await page.keyboard.type(`consumer-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Skip two-step verification' }).click();
    await page.getByText('Signed in as AL').waitFor();
    await page.getByRole('tab', { name: 'Upload' }).click();
    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%consumer\n'),
    });
    await page
      .getByRole('status')
      .getByText('Uploaded notes.pdf')
      .or(page.getByText('Uploaded notes.pdf'))
      .first()
      .waitFor();
    const stored = page.getByText('Stored');
    await stored.waitFor();
    key = await stored.getAttribute('data-key');
  } catch (error) {
    problems.push(
      String(error?.message ?? error)
        .split('\n')
        .slice(0, 4)
        .join('\n'),
    );
    problems.push(`page text: ${await page?.evaluate(() => document.body.innerText).catch(() => '?')}`);
  } finally {
    await browser.close();
  }
  return { problems, key };
}

/**
 * One app fixture end to end: served on `appPort` (the origin both APIs allow by CORS), it signs up and
 * uploads on the API with local storage, then on the API with the S3 store (the file must land in the
 * bucket). Throws with every problem found.
 * @param {'react19' | 'react18'} reactLine
 */
export async function runAppConsumer(reactLine, { registry, api, s3Api, s3, appPort, versions }) {
  const dir = mkdtempSync(path.join(tmpdir(), `concierge-consumer-${reactLine}-`));
  try {
    cpSync(path.join(fixtures, 'app'), dir, { recursive: true });
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(appPackage(versions, reactLine), null, 2));
    await install(dir, registry, reactLine);
    await run('npm', ['run', 'typecheck'], { cwd: dir, label: reactLine });
    await run('npm', ['run', 'build'], { cwd: dir, label: reactLine });
    const site = await serveWithCsp(path.join(dir, 'dist'), {
      port: appPort,
      connectSources: [api.url, s3Api.url, s3.endpoint],
    });
    try {
      const problems = [];
      const local = await exerciseApp(site.url, api.url, REACT_LINES[reactLine].react);
      problems.push(...local.problems.map((problem) => `local storage: ${problem}`));
      const bucket = await exerciseApp(site.url, s3Api.url, REACT_LINES[reactLine].react);
      problems.push(...bucket.problems.map((problem) => `S3 storage: ${problem}`));
      if (bucket.key && !s3.stored.includes(bucket.key))
        problems.push(`S3 storage: ${bucket.key} is not in the bucket (stored: ${s3.stored.join(', ')})`);
      if (problems.length > 0) throw new Error(problems.join('\n'));
    } finally {
      await site.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The Node ESM script: installs only @concierge/api-client (and its zod peer, by npm). */
export async function runNodeConsumer({ registry, api, versions }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'concierge-consumer-node-'));
  try {
    cpSync(path.join(fixtures, 'node'), dir, { recursive: true });
    const pkg = {
      name: 'concierge-consumer-node',
      private: true,
      type: 'module',
      dependencies: { '@concierge/api-client': versions['@concierge/api-client'] },
    };
    writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
    await install(dir, registry, 'node');
    const output = await run(process.execPath, ['main.mjs'], {
      cwd: dir,
      env: { API_URL: api.url },
      label: 'node',
    });
    // The script throws on any mismatch; its last line is its JSON summary.
    const result = JSON.parse(
      output
        .trim()
        .split('\n')
        .at(-1)
        .replace(/^\[node\] /, ''),
    );
    if (!result.email?.startsWith('node-')) throw new Error(`unexpected output: ${output}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
