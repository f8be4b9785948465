import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchSuspiciousDom } from '@/lib/start-up/watch-suspicious-dom';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let stop: (() => void) | undefined;

afterEach(() => {
  stop?.();
  document.body.replaceChildren();
});

describe('watchSuspiciousDom', () => {
  it('warns about added script elements and inline event handlers, including nested ones', async () => {
    const warn = vi.fn();
    stop = watchSuspiciousDom(document.body, warn);
    const script = document.createElement('script');
    script.textContent = 'void 0';
    document.body.append(script);
    const wrapper = document.createElement('div');
    wrapper.innerHTML =
      '<p><img src="x" onerror="alert(1)"></p><a href=" java\tscript:alert(1)">x</a>';
    document.body.append(wrapper);
    await flush();

    expect(warn).toHaveBeenCalledWith(
      'Suspicious script element added to the page',
      expect.objectContaining({ inline: true, text: 'void 0' }),
    );
    expect(warn).toHaveBeenCalledWith(
      'Suspicious inline event handler added to the page',
      expect.objectContaining({ element: 'img', attribute: 'onerror' }),
    );
    expect(warn).toHaveBeenCalledWith(
      'Suspicious javascript: URL added to the page',
      expect.objectContaining({ element: 'a', attribute: 'href' }),
    );
  });

  it('warns when an existing element gains an on* attribute', async () => {
    const button = document.createElement('button');
    document.body.append(button);
    const warn = vi.fn();
    stop = watchSuspiciousDom(document.body, warn);
    button.setAttribute('onclick', 'doEvil()');
    await flush();
    expect(warn).toHaveBeenCalledWith('Suspicious inline event handler added to the page', {
      element: 'button',
      attribute: 'onclick',
      value: 'doEvil()',
    });
  });

  it('stays quiet for ordinary markup and stops when told', async () => {
    const warn = vi.fn();
    stop = watchSuspiciousDom(document.body, warn);
    const section = document.createElement('section');
    section.innerHTML =
      '<h2 class="title">Story</h2><a href="/discover">Discover</a><button aria-label="Play">▶</button>';
    document.body.append(section);
    section.querySelector('h2')!.className = 'other';
    await flush();
    expect(warn).not.toHaveBeenCalled();

    stop();
    document.body.append(document.createElement('script'));
    await flush();
    expect(warn).not.toHaveBeenCalled();
  });
});
