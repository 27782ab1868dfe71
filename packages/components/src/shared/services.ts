// The server services data components and tools depend on. Components never reach the network or
// the disk themselves: without the service the server injects, they refuse to run.
import type { EngineServices, FileService, OutboundFetch } from '@app/engine';
import { componentError } from '../messages';

/** The server's guarded fetch; `component` names the refusing component in the error. */
export function requireFetch(services: EngineServices, component: string): OutboundFetch {
  if (!services.fetch) throw componentError('FETCH_UNAVAILABLE', { component });
  return services.fetch;
}

export function requireFiles(services: EngineServices, component: string): FileService {
  if (!services.files) throw componentError('FILES_UNAVAILABLE', { component });
  return services.files;
}
