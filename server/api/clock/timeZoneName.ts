// The rule moved to src/domain/timeZoneName.ts (issue 13) so the console's forms check a zone as the api
// does; the api's modules keep importing it from here.
export { TIME_ZONE_MESSAGE, canonicalTimeZone } from '../../../src/domain/timeZoneName';
