// React picks its build when first loaded; the production one renders ~4x faster and gives the
// same markup. Imported first by build.ts, so it runs before anything loads React. Unit tests
// run React's development build, where its warnings show.
process.env.NODE_ENV ??= 'production';
