// Renders an app's public/favicon.svg into the PNG icons and favicon.ico its index.html and manifest name,
// in Debian's Chromium (no image tools needed). Run from the app: `node ../web/scripts/make-icons.mjs`.
// The outputs are committed; run again only after changing favicon.svg.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@concierge/browser';

const publicDir = path.resolve(process.argv[2] ?? 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const page = await browser.newPage();
async function png(size, { padding = 0 } = {}) {
  await page.setViewportSize({ width: size, height: size });
  const inner = size - 2 * padding;
  const background = padding ? getComputedFill(svg) : 'transparent';
  await page.setContent(
    `<style>html,body{margin:0;background:${background}}img{display:block;margin:${padding}px}</style>` +
      `<img width="${inner}" height="${inner}" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
  );
  return page.screenshot({ omitBackground: !padding, type: 'png' });
}
/** The icon's background colour (its first fill), for the maskable icon's safe-zone padding. */
function getComputedFill(source) {
  return source.match(/fill="(#[0-9a-fA-F]{3,8})"/)?.[1] ?? '#ffffff';
}

const write = (name, bytes) => writeFileSync(path.join(publicDir, name), bytes);
write('icon-192.png', await png(192));
write('icon-512.png', await png(512));
// Maskable: the platform crops to a circle or squircle, so the mark sits inside the central 80 %.
write('icon-maskable-512.png', await png(512, { padding: 52 }));
write('apple-touch-icon.png', await png(180, { padding: 14 }));

// favicon.ico for browsers and tools that ask for /favicon.ico: 16, 32 and 48 px PNGs in one ICO file.
const images = [await png(16), await png(32), await png(48)];
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // 1: icon
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((image, index) => {
  const size = [16, 32, 48][index];
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(image.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += image.length;
  return entry;
});
write('favicon.ico', Buffer.concat([header, ...entries, ...images]));
await browser.close();
