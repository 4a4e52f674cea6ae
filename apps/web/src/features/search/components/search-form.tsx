import { IconSearch, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';

/**
 * A search box (accessible name 'Sök', docs/product.md §15); submitting hands the query on. A plain
 * input, as it sits in the top bar of every page's first load.
 */
export function SearchForm({
  initialQuery = '',
  onSearch,
  size = 'md',
  placeholder = 'Sök klubbar, seglingar, serier och seglare',
  className,
  maxLength,
}: {
  initialQuery?: string;
  onSearch: (query: string) => void;
  size?: 'sm' | 'md' | 'lg';
  placeholder?: string;
  className?: string;
  /** The server's query length limit, where the caller has it. */
  maxLength?: number;
}) {
  const [value, setValue] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(value.trim());
  };

  return (
    <form
      role="search"
      onSubmit={submit}
      className={`search-form search-${size} ${className ?? ''}`}
    >
      <IconSearch className="search-form-icon" aria-hidden />
      <input
        ref={input}
        type="search"
        aria-label="Sök"
        name="sok"
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        className="search-form-input"
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      {value && (
        <button
          type="button"
          className="search-form-clear"
          aria-label="Rensa sökningen"
          onClick={() => {
            setValue('');
            input.current?.focus();
          }}
        >
          <IconX aria-hidden size={18} />
        </button>
      )}
    </form>
  );
}
