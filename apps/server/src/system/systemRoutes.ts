import type { ConfigResponse, HealthResponse, VersionResponse } from '@app/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/appConfig';
import { readPackageInfo } from '../config/packageInfo';
import { pingDatabase, type AppDatabase } from '../db/database';
import { ANSWERS_HEAD } from '../http/headRequests';

export interface SystemRoutesContext {
  config: AppConfig;
  database: AppDatabase;
}

export function configResponse(config: AppConfig): ConfigResponse {
  return {
    frontend_timeout: config.frontendTimeout,
    auto_saving: config.autoSaving,
    auto_saving_interval: config.autoSavingInterval,
    health_check_max_retries: config.healthCheckMaxRetries,
    max_file_size_upload: config.maxFileSizeUploadMb,
    feature_flags: {},
    webhook_polling_interval: config.webhookPollingInterval,
    event_delivery: config.eventDelivery,
    registration_mode: config.registrationMode,
    auto_login: config.autoLogin,
    help_url: config.helpUrl,
    social_url: config.socialUrl,
  };
}

export function versionResponse(): VersionResponse {
  const { name, version } = readPackageInfo();
  // main_version drops a pre-release or build suffix ("1.2.0-beta.1" -> "1.2.0"), as Langflow's does.
  return { version, main_version: version.replace(/[-+].*$/, ''), package: name };
}

export function registerSystemRoutes(app: FastifyInstance, { config, database }: SystemRoutesContext): void {
  const health = async (request: FastifyRequest, reply: FastifyReply): Promise<HealthResponse> => {
    try {
      await pingDatabase(database);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      reply.status(503);
      return { status: 'error', db: 'error' };
    }
  };
  app.get('/health', { config: { auth: 'public' }, ...ANSWERS_HEAD }, health);
  app.get('/health_check', { config: { auth: 'public' }, ...ANSWERS_HEAD }, health);

  const configBody = configResponse(config);
  app.get('/api/v1/config', { config: { auth: 'public' } }, async (): Promise<ConfigResponse> => configBody);

  const version = versionResponse();
  app.get('/api/v1/version', { config: { auth: 'public' } }, async (): Promise<VersionResponse> => version);
}
