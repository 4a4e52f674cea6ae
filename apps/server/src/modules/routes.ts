import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/account-routes.ts';
import { myAccountRoutes } from './my-account/my-account-routes.ts';
import { boatModelRoutes } from './boat-models/boat-model-routes.ts';
import { boatRoutes } from './boats/boat-routes.ts';
import { calendarRoutes } from './calendar/calendar-routes.ts';
import { clubRoutes } from './clubs/club-routes.ts';
import { competitorRoutes } from './competitors/competitor-routes.ts';
import { courseRoutes } from './courses/course-routes.ts';
import { feedbackRoutes } from './feedback/feedback-routes.ts';
import { finishReportRoutes } from './finish-reports/finish-report-routes.ts';
import { mediaRoutes } from './files/media-routes.ts';
import { indexDataRoutes } from './index-data/index-data-routes.ts';
import { resultRoutes } from './results/results-routes.ts';
import { sailingRoutes } from './sailings/sailing-routes.ts';
import { sailorAreaRoutes } from './sailor-area/sailor-area-routes.ts';
import { sailorRoutes } from './sailors/sailor-routes.ts';
import { searchRoutes } from './search/search-routes.ts';
import { seriesRoutes } from './series/series-routes.ts';
import { sailingChangeRoutes } from './sailing-changes/sailing-change-routes.ts';
import { startGroupRoutes } from './start-groups/start-group-routes.ts';
import { timeRoutes } from './time/time-routes.ts';

/** Every data route of docs/product.md §7 (the auth routes are registered beside these). */
export async function dataRoutes(app: FastifyInstance) {
  await app.register(mediaRoutes);
  await app.register(clubRoutes);
  await app.register(calendarRoutes);
  await app.register(courseRoutes);
  await app.register(sailorRoutes);
  await app.register(sailorAreaRoutes);
  await app.register(boatModelRoutes);
  await app.register(boatRoutes);
  await app.register(feedbackRoutes);
  await app.register(accountRoutes);
  await app.register(seriesRoutes);
  await app.register(sailingRoutes);
  await app.register(startGroupRoutes);
  await app.register(competitorRoutes);
  await app.register(finishReportRoutes);
  await app.register(resultRoutes);
  await app.register(searchRoutes);
  await app.register(indexDataRoutes);
  await app.register(sailingChangeRoutes);
  await app.register(myAccountRoutes);
  await app.register(timeRoutes);
}
