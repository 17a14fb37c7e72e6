/** vite-react-ssg 0.9.2's name for a page's file (`dirStyle: 'flat'`), as its build() writes it. */
export function pageFileName(path) {
  return `${(path.endsWith('/') ? `${path}index` : path).replace(/^\//g, '')}.html`;
}
