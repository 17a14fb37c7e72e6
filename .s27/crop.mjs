import sharp from 'sharp';
const [a, b, top, height, out] = process.argv.slice(2);
const ext = { left: 0, top: +top, width: 1440, height: +height };
const [ca, cb] = await Promise.all([sharp(a).extract(ext).png().toBuffer(), sharp(b).extract(ext).png().toBuffer()]);
await sharp({ create: { width: 1440, height: +height * 2 + 10, channels: 3, background: '#f00' } }).composite([{ input: ca, left: 0, top: 0 }, { input: cb, left: 0, top: +height + 10 }]).png().toFile(out);
