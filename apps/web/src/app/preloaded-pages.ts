/**
 * Pages whose code the server names in their HTML, so a first visit fetches it beside the
 * entry (build-plugins/route-pages.ts, decision 0046). Only pages where the first load counts
 * most: the race officer opens Målgång on the water, on a phone's mobile connection.
 * preloaded-pages.test.ts holds each entry to the route table.
 */
export const preloadedPages = [
  {
    name: 'finish',
    path: '/clubs/:club/sailings/:sailing/finish',
    modules: [
      'src/app/lazy-routes.tsx',
      'src/app/routes/clubs/club-layout.tsx',
      'src/app/routes/clubs/sailing-layout.tsx',
      'src/app/routes/clubs/sailing-finish.tsx',
    ],
  },
];
