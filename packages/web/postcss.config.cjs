// Mantine's PostCSS preset: rem(), light/dark mixins and right-to-left helpers in our CSS.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
