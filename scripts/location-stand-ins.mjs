// Location stand-ins for the sample tenants (docs/sample-photos.md): a dealership frontage drawn as
// SVG (sky, building, sign band with the location's name, showroom glass or service bays,
// forecourt), rasterised by sharp to JPEG with a content-hashed name. Run: node scripts/location-stand-ins.mjs
import sharp from 'sharp';
import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function scene({ name, kind, primary, accent, sky }) {
  const W = 1600,
    H = 900;
  const bays =
    kind === 'service'
      ? [0, 1, 2, 3]
          .map(
            (i) => `<g transform="translate(${330 + i * 250},470)">
        <rect width="210" height="250" fill="#d9dde2"/>${Array.from({ length: 12 }, (_, j) => `<rect y="${j * 20.8}" width="210" height="2" fill="#b5bcc4"/>`).join('')}
        <rect x="-8" y="-10" width="226" height="12" fill="${primary}"/></g>`,
          )
          .join('')
      : `<rect x="330" y="430" width="940" height="290" fill="url(#glass)"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${330 + i * 188}" y="430" width="8" height="290" fill="#2b3138"/>`).join('')}
       <rect x="1262" y="430" width="8" height="290" fill="#2b3138"/>
       <rect x="720" y="560" width="160" height="160" fill="#1d2a36" opacity="0.55"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fc3dc"/><stop offset="0.45" stop-color="#5d87a6"/><stop offset="0.55" stop-color="#b9d6ea"/><stop offset="1" stop-color="#46708f"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b6f73"/><stop offset="1" stop-color="#4a4e52"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#eef0f2"/><stop offset="1" stop-color="#d6dadf"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <ellipse cx="260" cy="170" rx="170" ry="38" fill="#fff" opacity="0.55"/><ellipse cx="1250" cy="120" rx="210" ry="42" fill="#fff" opacity="0.45"/>
  <rect x="0" y="700" width="${W}" height="200" fill="url(#ground)"/>
  ${[0, 1, 2, 3, 4, 5, 6].map((i) => `<rect x="${120 + i * 210}" y="800" width="120" height="8" fill="#e8e3c8" opacity="0.8"/>`).join('')}
  <rect x="280" y="300" width="1040" height="420" fill="url(#wall)"/>
  <rect x="280" y="300" width="1040" height="110" fill="${primary}"/>
  <rect x="280" y="405" width="1040" height="10" fill="${accent}"/>
  <text x="800" y="375" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="700" font-size="58" fill="#ffffff">${esc(name)}</text>
  ${bays}
  <rect x="250" y="712" width="1100" height="10" fill="#3a3e42" opacity="0.6"/>
  <rect x="120" y="360" width="26" height="350" fill="#5a5f64"/><rect x="70" y="300" width="126" height="90" rx="6" fill="${primary}"/>
  <rect x="84" y="340" width="98" height="10" fill="${accent}"/>
  <ellipse cx="1460" cy="560" rx="95" ry="120" fill="#3f6b3a"/><rect x="1450" y="640" width="20" height="80" fill="#5b4330"/>
</svg>`;
}

const sites = [
  {
    dir: 'tenants/lone-star-trucks/public/locations',
    file: 'lone-star-truck-center-sales',
    name: 'LONE STAR TRUCK CENTER',
    kind: 'sales',
    primary: '#7a1f1f',
    accent: '#d9a441',
    sky: ['#6fa8dc', '#dcebf7'],
  },
  {
    dir: 'tenants/lone-star-trucks/public/locations',
    file: 'lone-star-truck-center-service',
    name: 'LONE STAR SERVICE',
    kind: 'service',
    primary: '#7a1f1f',
    accent: '#d9a441',
    sky: ['#6fa8dc', '#dcebf7'],
  },
  {
    dir: 'tenants/kiwi-trails-rv/public/locations',
    file: 'kiwi-trails-rv-service',
    name: 'KIWI TRAILS RV SERVICE',
    kind: 'service',
    primary: '#1e5631',
    accent: '#a47b2c',
    sky: ['#8fb8d8', '#e6eff5'],
  },
];

for (const s of sites) {
  const jpeg = await sharp(Buffer.from(scene(s)), { density: 96 })
    .resize(1600, 900)
    .blur(0.6)
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 8);
  mkdirSync(s.dir, { recursive: true });
  const out = path.join(s.dir, `${s.file}.${hash}.jpg`);
  writeFileSync(out, jpeg);
  console.log(out, jpeg.length);
}
