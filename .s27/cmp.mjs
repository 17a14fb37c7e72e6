import sharp from 'sharp';
const [a, b, out] = process.argv.slice(2);
const [ma, mb] = await Promise.all([sharp(a).metadata(), sharp(b).metadata()]);
const h = Math.max(ma.height, mb.height);
const img = await sharp({ create: { width: ma.width * 2 + 20, height: h, channels: 3, background: '#f00' } })
  .composite([{ input: a, left: 0, top: 0 }, { input: b, left: ma.width + 20, top: 0 }]).png().toBuffer();
await sharp(img).resize({ height: Math.min(h, 2400) }).png().toFile(out);
