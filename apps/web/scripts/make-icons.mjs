// Draws the Atrium app icons (a white "A" on the brand blue) as PNG files, without image libraries.
// Run with `node scripts/make-icons.mjs`; the output is committed under public/icons.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [21, 101, 192];
const WHITE = [255, 255, 255];

// Geometry in a 512-unit square, the same as public/favicon.svg.
const LETTER = [
  [256, 96],
  [416, 416],
  [352, 416],
  [256, 208],
  [160, 416],
  [96, 416],
];
const BAR = [
  [190, 300],
  [322, 300],
  [322, 348],
  [190, 348],
];

function inside(polygon, x, y) {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 512 - radius);
  const cy = Math.min(Math.max(y, radius), 512 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Padding shrinks the letter towards the centre (maskable icons keep a safe zone). */
function draw(size, { radius, padding }) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  const scale = 512 / size;
  const shrink = (512 - 2 * padding) / 512;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) * scale;
          const y = (py + (sy + 0.5) / samples) * scale;
          if (!inRoundedSquare(x, y, radius)) continue;
          background++;
          const lx = (x - 256) / shrink + 256;
          const ly = (y - 256) / shrink + 256;
          if (inside(LETTER, lx, ly) || inside(BAR, lx, ly)) letter++;
        }
      }
      const total = samples * samples;
      const mix = background ? letter / background : 0;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c++) pixels[offset + c] = Math.round(BLUE[c] * (1 - mix) + WHITE[c] * mix);
      pixels[offset + 3] = Math.round((background / total) * 255);
    }
  }
  return encodePng(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), draw(192, { radius: 96, padding: 0 }));
writeFileSync(new URL('icon-512.png', out), draw(512, { radius: 96, padding: 0 }));
writeFileSync(new URL('maskable-512.png', out), draw(512, { radius: 0, padding: 80 }));
writeFileSync(new URL('apple-touch-icon-180.png', out), draw(180, { radius: 0, padding: 40 }));
