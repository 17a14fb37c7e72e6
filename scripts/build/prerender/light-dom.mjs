/**
 * Stands in for jsdom inside vite-react-ssg's page loop, which uses exactly this much of it:
 * `new JSDOM(html)`, `document.head.querySelector("link[href='...']")`, `document.createElement('link')`,
 * `setAttribute`, `document.head.appendChild` and `serialize()`. The links are added before
 * </head> as jsdom would write them; the page markup itself is left as React and unhead wrote it.
 * Anything else throws, so a vite-react-ssg upgrade that uses more of jsdom fails the build loudly.
 */
const LINK_SELECTOR = /^link\[href='([^']*)'\]$/;

function unsupported(what) {
  return new Error(`light-dom: vite-react-ssg used ${what}, which scripts/build/prerender/light-dom.mjs does not provide; update it or drop the hook`);
}

function escapeAttribute(value) {
  return String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

class LightLink {
  attributes = [];
  setAttribute(name, value) {
    // HTML attribute names are case-insensitive; jsdom writes them in lower case (crossorigin).
    this.attributes.push([name.toLowerCase(), value]);
  }
  get href() {
    return this.attributes.find(([name]) => name === 'href')?.[1];
  }
  toString() {
    return `<link ${this.attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}>`;
  }
}

export class JSDOM {
  #html;
  #links = [];

  constructor(html) {
    this.#html = String(html);
    const head = this.#html.slice(0, this.#html.indexOf('</head>'));
    const links = this.#links;
    this.window = {
      document: {
        head: {
          querySelector(selector) {
            const match = LINK_SELECTOR.exec(selector);
            if (!match) throw unsupported(`querySelector(${selector})`);
            const href = match[1];
            return head.includes(`href="${href}"`) || links.some((link) => link.href === href) ? {} : null;
          },
          appendChild(node) {
            if (!(node instanceof LightLink)) throw unsupported('appendChild of a node it did not create');
            links.push(node);
            return node;
          },
        },
        createElement(tag) {
          if (tag !== 'link') throw unsupported(`createElement(${tag})`);
          return new LightLink();
        },
      },
    };
  }

  serialize() {
    if (this.#links.length === 0) return this.#html;
    const at = this.#html.indexOf('</head>');
    if (at < 0) throw unsupported('a page without </head>');
    return `${this.#html.slice(0, at)}${this.#links.join('')}${this.#html.slice(at)}`;
  }
}
