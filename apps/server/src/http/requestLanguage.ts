// The language a request wants server texts in (component catalogue, starter templates): the first
// of its Accept-Language preferences that the server has texts for, Chinese when none is.
import type { TextLanguage } from '@app/engine';
import type { FastifyRequest } from 'fastify';

interface Preference {
  language: string;
  weight: number;
}

function preferences(header: string): Preference[] {
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
      const weight = quality === undefined ? 1 : Number(quality.slice(2));
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0 };
    })
    .filter((preference) => preference.weight > 0)
    .sort((a, b) => b.weight - a.weight);
}

/** `zh` or `en` from an Accept-Language value; Chinese, the product's default, for anything else. */
export function textLanguageOf(header: string | undefined): TextLanguage {
  for (const { language } of preferences(header ?? '')) {
    if (language === 'en' || language === 'zh') return language;
  }
  return 'zh';
}

export function requestLanguage(request: FastifyRequest): TextLanguage {
  return textLanguageOf(request.headers['accept-language']);
}
