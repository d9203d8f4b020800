// The java.util.regex checker of tests/patterns-engines.test.ts: reads the jobs (tests/support/engines/wire.ts)
// on standard input, searches each input with Matcher.find() as Spark's RLIKE does, writes the answers.
import java.io.*;
import java.util.*;
import java.util.regex.*;

public class PatternCheck {
  // The escapes of tests/support/engines/wire.ts: \\, \n, \\uXXXX (also for "~", which alone means no group).
  static String unescape(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        b.append(c);
        continue;
      }
      char e = s.charAt(++i);
      if (e == 'u') {
        b.append((char) Integer.parseInt(s.substring(i + 1, i + 5), 16));
        i += 4;
      } else b.append(e == 'n' ? '\n' : '\\');
    }
    return b.toString();
  }

  static String escape(String s) {
    StringBuilder b = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\') b.append("\\\\");
      else if (c == '\n') b.append("\\n");
      else if (c < 0x20 || c >= 0x7e) b.append(String.format("\\u%04x", (int) c));
      else b.append(c);
    }
    return b.toString();
  }

  public static void main(String[] args) throws IOException {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, "UTF-8"), 1 << 16);
    BufferedWriter out = new BufferedWriter(new OutputStreamWriter(System.out, "UTF-8"), 1 << 16);
    List<String[]> sets = new ArrayList<>();
    String line;
    while ((line = in.readLine()) != null) {
      if (line.startsWith("S ")) {
        String[] set = new String[Integer.parseInt(line.substring(2))];
        for (int i = 0; i < set.length; i++) set[i] = unescape(in.readLine());
        sets.add(set);
      } else if (line.startsWith("J ")) {
        String[] f = line.split(" ");
        Pattern p = Pattern.compile(unescape(f[2]));
        int groups = Integer.parseInt(f[3]);
        for (String s : sets.get(Integer.parseInt(f[1]))) {
          Matcher m = p.matcher(s);
          if (!m.find()) {
            out.write("0\n");
            continue;
          }
          out.write('1');
          for (int k = 0; k < groups; k++) {
            String v = m.group(f[4 + k]);
            out.write('\t');
            out.write(v == null ? "~" : escape(v));
          }
          out.write('\n');
        }
      }
    }
    out.flush();
  }
}
