/** Shows a phone number with its middle digits hidden: 13812345678 -> 138****5678. */
export function maskPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}
