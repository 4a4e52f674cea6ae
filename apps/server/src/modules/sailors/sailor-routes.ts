import type { FastifyInstance } from 'fastify';

// TODO(issue 3): routes being written in this session.
export function sailorRoutes(_app: FastifyInstance) {}
