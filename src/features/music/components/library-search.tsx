import { useEffect, useState } from 'react';
import { TextField } from '@/components/text-field';

const SEARCH_DELAY_MS = 300;

/** 'Search tracks': title, artist or genre; the search runs once typing pauses. */
export function LibrarySearch({ onSearch }: { onSearch(term: string): void }) {
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(term), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, onSearch]);
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <TextField
        label="Search tracks"
        type="search"
        value={term}
        onChange={setTerm}
        placeholder="Title, artist or genre"
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
