import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Block } from './block';

describe('Block', () => {
  it('is a section named by its h2, with the block primitives before the feature classes', () => {
    const html = renderToStaticMarkup(
      <Block id="team-title" title="Team" titleClassName="wide" data-related="people">
        <p>x</p>
      </Block>,
    );
    expect(html).toBe('<section class="ui-block" aria-labelledby="team-title" data-related="people"><h2 id="team-title" class="ui-block-title wide">Team</h2><p>x</p></section>');
  });
});
