// Values with the path they were reached by, so an error can point at the failing element, and
// the strict field and index steps every query and plain path goes through.
import { componentError } from '../../messages';
import { isJsonObject, jsonType } from './values';

export type PathSegment = string | number;

/** A value and where it came from in the input; values a query built have no path. */
export interface Located {
  value: unknown;
  path: PathSegment[] | null;
}

const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** A path as a query would write it: `.items[2].name`, `.` for the input itself. */
export function formatPath(path: PathSegment[] | null): string {
  if (path === null) return '(a constructed value)';
  if (path.length === 0) return '.';
  return path
    .map((segment) => {
      if (typeof segment === 'number') return `[${segment}]`;
      return IDENTIFIER.test(segment) ? `.${segment}` : `[${JSON.stringify(segment)}]`;
    })
    .join('');
}

export function child(parent: Located, segment: PathSegment, value: unknown): Located {
  return { value, path: parent.path && [...parent.path, segment] };
}

export function constructed(value: unknown): Located {
  return { value, path: null };
}

/** `.name`; `loose` lets a plain path's number segment pick an array element instead. */
export function field(target: Located, name: string, loose: boolean): Located {
  const { value } = target;
  if (loose && Array.isArray(value)) return element(target, Number(name));
  if (!isJsonObject(value)) {
    throw componentError('JSON_FILTER_CANNOT_INDEX', { type: jsonType(value), key: JSON.stringify(name), path: formatPath(target.path) });
  }
  if (!Object.hasOwn(value, name)) {
    // An object reached through an array index is an element; the spec words the two cases apart.
    const code = typeof target.path?.at(-1) === 'number' ? 'JSON_FILTER_PROPERTY_MISSING_IN_ELEMENT' : 'JSON_FILTER_PROPERTY_MISSING_IN_OBJECT';
    throw componentError(code, { key: name, path: formatPath(target.path) });
  }
  return child(target, name, value[name]);
}

/** `.[index]`; negative indices count from the end, as in jq. */
export function element(target: Located, index: unknown): Located {
  const { value } = target;
  if (!Array.isArray(value) || typeof index !== 'number') {
    const key = typeof index === 'number' ? String(index) : jsonType(index);
    throw componentError('JSON_FILTER_CANNOT_INDEX', { type: jsonType(value), key, path: formatPath(target.path) });
  }
  const requested = Math.trunc(index);
  const position = requested < 0 ? value.length + requested : requested;
  if (position < 0 || position >= value.length) {
    throw componentError('JSON_FILTER_INDEX_OUT_OF_RANGE', { index: requested, length: value.length, path: formatPath(target.path) });
  }
  return child(target, position, value[position]);
}
