import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { AuthHooks } from '../http/authenticate';
import type { AppServices } from '../services';

/** What every route module gets: the app's dependencies, its services and the auth hooks. */
export interface RouteContext {
  deps: AppDeps;
  services: AppServices;
  auth: AuthHooks;
}

/** A route module registers the routes of one area (auth, strategies, ...). */
export type RouteModule = (app: FastifyInstance, context: RouteContext) => void;
