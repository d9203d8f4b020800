# The Perl 5 (PCRE dialect) checker of tests/patterns-engines.test.ts: reads the jobs
# (tests/support/engines/wire.ts) on standard input, matches each input with =~, writes the answers.
# Inputs are code points: a surrogate pair becomes one, a lone surrogate stays a surrogate code point.
use strict;
use warnings;
no warnings qw(utf8 surrogate nonchar non_unicode);

# The escapes of tests/support/engines/wire.ts (\\, \n, \uXXXX), then surrogate pairs as one code point.
sub unescape {
  my $s = $_[0];
  $s =~ s/\\(\\|n|u([0-9a-f]{4}))/defined $2 ? chr(hex $2) : $1 eq 'n' ? "\n" : "\\"/ge;
  $s =~ s/([\x{D800}-\x{DBFF}])([\x{DC00}-\x{DFFF}])/chr(0x10000 + ((ord($1) - 0xD800) << 10) + (ord($2) - 0xDC00))/ge;
  return $s;
}

sub escape {
  my $o = '';
  for my $c (map { ord } split //, $_[0]) {
    if ($c == 0x5C) { $o .= '\\\\'; }
    elsif ($c == 0x0A) { $o .= '\\n'; }
    elsif ($c >= 0x20 && $c < 0x7E) { $o .= chr($c); }
    elsif ($c >= 0x10000) { $c -= 0x10000; $o .= sprintf('\\u%04x\\u%04x', 0xD800 + ($c >> 10), 0xDC00 + ($c & 0x3FF)); }
    else { $o .= sprintf('\\u%04x', $c); }
  }
  return $o;
}

my @sets;
while (my $l = <STDIN>) {
  chomp $l;
  if ($l =~ /^S (\d+)$/) {
    my @s;
    for (1 .. $1) {
      my $x = <STDIN>;
      chomp $x;
      push @s, unescape($x);
    }
    push @sets, \@s;
  } elsif ($l =~ /^J /) {
    my @f = split / /, $l;
    my $source = unescape($f[2]);
    my $p = qr/$source/;
    my @names = @f[4 .. 3 + $f[3]];
    for my $s (@{ $sets[$f[1]] }) {
      if ($s =~ $p) {
        print join("\t", '1', map { defined $+{$_} ? escape($+{$_}) : '~' } @names), "\n";
      } else {
        print "0\n";
      }
    }
  }
}
