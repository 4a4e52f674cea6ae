import type { LoaderFunctionArgs } from 'react-router';
import { sailorQuery } from '../../features/sailors/api/get-sailor.ts';
import { sailorEntriesQuery } from '../../features/sailors/api/get-sailor-entries.ts';
import { sailorSeriesQuery } from '../../features/sailors/api/get-sailor-series.ts';
import { sailorsQuery } from '../../features/sailors/api/get-sailors.ts';
import { queryClient } from '../../lib/query-client.ts';
import { guard } from '../guards.ts';
import { fetched } from './fetched.ts';

/** The loaders of the sailors' pages (fetched.ts). */

export const sailorIndexLoader = () => fetched(() => queryClient.ensureQueryData(sailorsQuery));

export const sailorLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(sailorQuery(params.sailor ?? '')));

/** The sailor's entries: her overview and Seglingar. */
export const sailorEntriesLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(sailorEntriesQuery(params.sailor ?? '')));

export const sailorSeriesLoader = ({ params }: LoaderFunctionArgs) =>
  fetched(() => queryClient.ensureQueryData(sailorSeriesQuery(params.sailor ?? '')));

/** A sailor's settings: the sailor (or staff) only. */
export const sailorSettingsLoader = ({ params }: LoaderFunctionArgs) =>
  guard((user) => user.is_staff || user.sailor?.slug === params.sailor);
