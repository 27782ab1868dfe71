// Request pieces several domains share.
import { z } from 'zod';

/** A boolean query parameter as clients send it ("true"/"false", also 1/0). */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** A path parameter that names a record by its UUID. */
export const idParams = z.object({ id: z.uuid() });

/** A JSON body that lists record ids (bulk deletes). */
export const idListBody = z.array(z.uuid()).max(1000);
