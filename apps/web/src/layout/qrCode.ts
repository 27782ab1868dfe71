/** Renders text as a QR code SVG data URL; the encoder is loaded only when a code is shown. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
