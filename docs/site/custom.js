/* global document */
// The API site's addition to typedoc's theme (typedoc.json customJs). typedoc writes the
// navigation links as given, but its pages sit at two depths (index.html, modules/kono.html):
// the playground, beside index.html, is linked relative to each page's base.
for (const link of document.querySelectorAll('#tsd-toolbar-links a[href="playground.html"]')) {
  link.setAttribute('href', `${document.documentElement.dataset.base ?? './'}playground.html`);
}
