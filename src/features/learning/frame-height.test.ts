import { describe, expect, it } from 'vitest';
import { LEARNING_FORM_ORIGINS } from '../../config/learning-forms';
import { FRAME_HEIGHT_MIN, requestedHeight } from './frame-height';

describe('registration frame height messages', () => {
  it('follows heights from each of the three known origins', () => {
    expect(LEARNING_FORM_ORIGINS).toHaveLength(3);
    for (const origin of LEARNING_FORM_ORIGINS) expect(requestedHeight({ height: 1234 }, origin, LEARNING_FORM_ORIGINS)).toBe(1234);
    expect(requestedHeight(700, LEARNING_FORM_ORIGINS[0]!, LEARNING_FORM_ORIGINS)).toBe(700);
    expect(requestedHeight({ height: '812px' }, LEARNING_FORM_ORIGINS[1]!, LEARNING_FORM_ORIGINS)).toBe(812);
  });
  it('ignores every other origin, look-alikes included', () => {
    for (const origin of ['https://www.quorvia.example', 'https://forms.registrationhub.example.evil.example', 'http://forms.registrationhub.example', 'null']) {
      expect(requestedHeight({ height: 1000 }, origin, LEARNING_FORM_ORIGINS)).toBeNull();
    }
  });
  it('never goes below 560 px and ignores data that is not a height', () => {
    expect(requestedHeight({ height: 120 }, LEARNING_FORM_ORIGINS[2]!, LEARNING_FORM_ORIGINS)).toBe(FRAME_HEIGHT_MIN);
    for (const data of [null, 'tall', { height: 'NaN' }, { height: -5 }, { h: 900 }, Infinity]) {
      expect(requestedHeight(data, LEARNING_FORM_ORIGINS[0]!, LEARNING_FORM_ORIGINS)).toBeNull();
    }
    expect(requestedHeight(1e9, LEARNING_FORM_ORIGINS[0]!, LEARNING_FORM_ORIGINS)).toBe(6000);
  });
});
