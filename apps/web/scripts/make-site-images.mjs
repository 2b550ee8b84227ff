#!/usr/bin/env node
// Draws the official site's illustrations from SVG written here and writes them as compressed
// WebP in two widths (public/site/). Run once after changing a drawing; the outputs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../public/site');
mkdirSync(out, { recursive: true });

const W = 1440;
const H = 720;
const bg = (a, b) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>` +
  `<circle cx="1300" cy="90" r="220" fill="#fff" opacity=".07"/><circle cx="120" cy="680" r="260" fill="#fff" opacity=".06"/>`;

// Slide 1: a phone receiving peso coins.
const phone = (x, y) =>
  `<g transform="translate(${x} ${y})"><rect width="260" height="500" rx="36" fill="#0b1b5c"/><rect x="16" y="40" width="228" height="420" rx="14" fill="#fff"/>` +
  `<rect x="40" y="80" width="180" height="26" rx="13" fill="#dfe6ff"/><rect x="40" y="130" width="130" height="48" rx="10" fill="#0032E8"/>` +
  `<rect x="40" y="206" width="180" height="14" rx="7" fill="#e8ebf3"/><rect x="40" y="234" width="150" height="14" rx="7" fill="#e8ebf3"/>` +
  `<rect x="40" y="380" width="180" height="48" rx="24" fill="#0032E8"/></g>`;
const coin = (x, y, r) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="#FFC83D"/><circle r="${r * 0.78}" fill="none" stroke="#E0A400" stroke-width="${r * 0.08}"/>` +
  `<path d="M${-r * 0.25} ${r * 0.42}V${-r * 0.42}h${r * 0.3}a${r * 0.2} ${r * 0.2} 0 0 1 0 ${r * 0.42}h${-r * 0.3}M${-r * 0.4} ${-r * 0.2}h${r * 0.8}M${-r * 0.4} ${-r * 0.06}h${r * 0.8}" stroke="#9a6b00" stroke-width="${r * 0.09}" fill="none" stroke-linecap="round"/></g>`;
const slide1 = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${bg('#0032E8', '#3d6bff')}${phone(900, 120)}${coin(820, 240, 62)}${coin(1230, 330, 48)}${coin(860, 520, 40)}</svg>`;

// Slide 2: a calendar and a clock with a tick: decided within a day.
const slide2 =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${bg('#0a2bb8', '#0ea5a4')}` +
  `<g transform="translate(820 150)"><rect width="360" height="380" rx="28" fill="#fff"/><rect width="360" height="90" rx="28" fill="#FF6B57"/><rect y="60" width="360" height="30" fill="#FF6B57"/>` +
  `<rect x="70" y="-24" width="22" height="60" rx="11" fill="#0b1b5c"/><rect x="268" y="-24" width="22" height="60" rx="11" fill="#0b1b5c"/>` +
  [0, 1, 2, 3]
    .map((r) =>
      [0, 1, 2, 3, 4]
        .map(
          (c) =>
            `<rect x="${34 + c * 62}" y="${124 + r * 62}" width="42" height="42" rx="8" fill="${r === 1 && c === 2 ? '#0032E8' : '#e8ebf3'}"/>`,
        )
        .join(''),
    )
    .join('') +
  `</g><g transform="translate(1180 470)"><circle r="110" fill="#fff"/><circle r="92" fill="#22c55e"/><path d="M-42 2l28 30 56-62" stroke="#fff" stroke-width="20" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;

// Slide 3: a wallet with cards: repay the way you like.
const slide3 =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${bg('#3b1fd1', '#0032E8')}` +
  `<g transform="translate(800 170)"><rect x="40" y="-40" width="300" height="190" rx="20" fill="#22c55e" transform="rotate(-8)"/><rect x="90" y="-60" width="300" height="190" rx="20" fill="#FFC83D" transform="rotate(6)"/>` +
  `<rect width="460" height="330" rx="36" fill="#0b1b5c"/><rect x="0" y="60" width="460" height="270" rx="36" fill="#16298a"/><rect x="300" y="150" width="180" height="96" rx="24" fill="#0b1b5c"/><circle cx="350" cy="198" r="20" fill="#FFC83D"/></g></svg>`;

// About: a storefront office, a shield with a check (licensed), and two hands (fair dealing).
const aboutBg = (a) =>
  `<rect width="${W}" height="${H}" fill="${a}"/><circle cx="1250" cy="120" r="200" fill="#fff" opacity=".35"/>`;
const about1 =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${aboutBg('#e8eeff')}` +
  `<g transform="translate(420 150)"><rect width="600" height="440" rx="16" fill="#fff"/><path d="M-20 0h640l-40 -90h-560z" fill="#0032E8"/>` +
  [0, 1, 2, 3, 4, 5, 6, 7]
    .map((i) => `<rect x="${-20 + i * 80}" y="0" width="40" height="40" fill="${i % 2 ? '#0032E8' : '#fff'}"/>`)
    .join('') +
  `<rect x="60" y="120" width="200" height="150" rx="10" fill="#cfe0ff"/><rect x="340" y="120" width="200" height="320" rx="10" fill="#0b1b5c"/><circle cx="510" cy="290" r="10" fill="#FFC83D"/></g></svg>`;
const about2 =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${aboutBg('#e6f7f1')}` +
  `<g transform="translate(720 360)"><path d="M0 -250l200 70v140c0 140-90 230-200 280c-110-50-200-140-200-280v-140z" fill="#0032E8"/>` +
  `<path d="M0 -205l160 56v112c0 112-72 184-160 224c-88-40-160-112-160-224v-112z" fill="#2a5bff"/><path d="M-70 0l50 50 100-110" stroke="#fff" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`;
const about3 =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${aboutBg('#fff4e0')}` +
  `<g transform="translate(720 380)"><path d="M-420 -40h180l120 -80h120l-40 70h-140" fill="none" stroke="#0b1b5c" stroke-width="0"/>` +
  `<rect x="-480" y="-80" width="200" height="150" rx="20" fill="#0032E8"/><rect x="280" y="-80" width="200" height="150" rx="20" fill="#FF8A3D"/>` +
  `<path d="M-280 -60c80-20 140-30 200-10l120 60c30 16 20 56-14 52l-96-20" fill="#ffd2a8" stroke="#c9874f" stroke-width="6"/>` +
  `<path d="M280 -60c-80-20-150-20-220 10l-110 70c-28 18-10 58 22 48l110-40l60 40c40 26 90 0 138-20" fill="#f0b486" stroke="#b0703c" stroke-width="6"/></g></svg>`;

const images = {
  'slide-1': slide1,
  'slide-2': slide2,
  'slide-3': slide3,
  'about-1': about1,
  'about-2': about2,
  'about-3': about3,
};
for (const [name, svg] of Object.entries(images)) {
  for (const width of [720, 1440]) {
    const file = path.join(out, `${name}-${width}.webp`);
    const info = await sharp(Buffer.from(svg)).resize(width).webp({ quality: 78, effort: 6 }).toFile(file);
    console.log(`${path.basename(file)}  ${info.width}×${info.height}  ${(info.size / 1000).toFixed(1)} kB`);
  }
}
