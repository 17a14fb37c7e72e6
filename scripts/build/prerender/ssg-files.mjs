/** vite-react-ssg 0.9.2's names for a page's files (`dirStyle: 'flat'`), as its build() writes them. */
const withLeadingSlash = (path) => (path[0] !== '/' ? `/${path}` : path);

export function loaderDataFilePath(routePath, hash) {
  const normalized = routePath === '/' ? '/index' : routePath.endsWith('/') ? `${routePath}index` : routePath;
  return `static-loader-data${withLeadingSlash(normalized)}.${hash}.json`;
}

export function pageFileName(path) {
  return `${(path.endsWith('/') ? `${path}index` : path).replace(/^\//g, '')}.html`;
}
