// What a server needs to know of the shipped templates before loading them (about 1.3 MB of flows):
// their ids and a fingerprint of the stored (Chinese) ones, both generated with the flows.
import shipped from '../flows/shipped.json' with { type: 'json' };

/** The ids the Chinese templates are stored under, in no particular order. */
export const STARTER_TEMPLATE_IDS: readonly string[] = shipped.ids;

/** sha256 of the Chinese template files: changes whenever one of them does. */
export const STARTER_TEMPLATES_FINGERPRINT: string = shipped.fingerprint;
