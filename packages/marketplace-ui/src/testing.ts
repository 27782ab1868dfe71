// In-memory stand-ins for the marketplace calls, for stories and tests of apps that use the
// marketplace screens. Not for production: nothing is persisted.
export { createMemoryMarketplaceApi, sampleApps } from './testing/memoryMarketplaceApi';
export type { MemoryMarketplaceApi, MemoryMarketplaceOptions } from './testing/memoryMarketplaceApi';
