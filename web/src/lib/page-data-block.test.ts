import { afterEach, describe, expect, it } from 'vitest';
import { pageDataBlock } from './page-data-block.ts';

function writeBlock(text: string): void {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'some-block';
  block.textContent = text;
  document.body.append(block);
}

describe('pageDataBlock', () => {
  afterEach(() => {
    document.getElementById('some-block')?.remove();
  });

  it('reads the JSON the page carries under the id', () => {
    writeBlock('{"maintenance":false,"answers":[1,2]}');
    expect(pageDataBlock('some-block')).toEqual({ maintenance: false, answers: [1, 2] });
  });

  it('has nothing when the page carries no such block, or an empty one', () => {
    expect(pageDataBlock('some-block')).toBeUndefined();
    writeBlock('');
    expect(pageDataBlock('some-block')).toBeUndefined();
  });

  it('has nothing, rather than an exception, when the block is not JSON', () => {
    writeBlock('{"cut off');
    expect(pageDataBlock('some-block')).toBeUndefined();
  });
});
