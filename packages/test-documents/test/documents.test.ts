// The documents are what they claim to be, by their own structure: PDF cross-reference offsets
// point at their objects, the Word archive lists its parts, the CSV has its rows.
import { describe, expect, it } from 'vitest';
import { csvDocument, docxDocument, pdfDocument } from '../src';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('test documents', () => {
  it('makes a PDF whose cross-reference table points at each object', () => {
    const pdf = text(pdfDocument(['one', 'two (2)']));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    expect(pdf).toContain('(two \\(2\\)) Tj');
  });

  it('makes a Word archive with its content types, relations and document', () => {
    const docx = text(docxDocument(['第一段', 'a < b']));
    expect(docx.startsWith('PK')).toBe(true);
    expect(docx).toContain('word/document.xml');
    expect(docx).toContain('<w:t xml:space="preserve">a &lt; b</w:t>');
  });

  it('makes a CSV table of the requested size', () => {
    const lines = text(csvDocument(['name', 'city'], 3)).trimEnd().split('\n');
    expect(lines).toEqual(['name,city', 'name-1,city-1', 'name-2,city-2', 'name-3,city-3']);
  });
});
