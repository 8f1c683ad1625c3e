/** A stand-in feature lib: the boundary test imports it from another feature lib. */
export const fixtureFeatureB = 'b';
