// Imported first by scripts/prerender.ts so every module, React included, sees production:
// run from a test (the e2e global setup) NODE_ENV is `test`, which would make Vite ship
// React's development build and dev JSX runtime, and React's server and client builds differ.
process.env.NODE_ENV = 'production';
