import { ROUTER_BASE } from '../domain/constants';

/** wouter wants the base without its trailing slash ('/v2'); the spec writes it '/v2/'. */
export const ROUTER_BASE_PATH = ROUTER_BASE.replace(/\/$/, '');
