// The seeds' PRNG for property tests: the seed folder sits on the top floor, which tests on the
// floors below reach only through testing/.
export { seededRandom, type SeededRandom } from '../seed/seeded-random.ts';
