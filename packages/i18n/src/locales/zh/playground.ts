// The playground (spec/3 section 2 "Playground modal"; spec/3 section 4 "Session").
export const playground = {
  title: '试运行',
};
