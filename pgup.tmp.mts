import { startThrowawayPostgres } from './apps/api/src/bench/throwaway-postgres.ts';
const pg = startThrowawayPostgres(55432);
console.log(pg?.url);
