import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The README's quick start for a command-line tool, `chooseLunch(input:output:)`, run from a
/// pipe as a script would run it.
@MainActor
@Suite("README: a sectioned, selectable list in a terminal")
struct LunchMenuTests {
  @Test(
    "From pipes, the list prints numbered, the lines choose after prompts, the choices come back")
  func fromAPipe() throws {
    var inPipe: [Int32] = [-1, -1]
    var outPipe: [Int32] = [-1, -1]
    try #require(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
    defer { for fd in [inPipe[0], outPipe[0]] { close(fd) } }
    let commands = Array("tap 0 1\ntap 1 0\ntap 1 1\n".utf8)
    #expect(write(inPipe[1], commands, commands.count) == commands.count)
    close(inPipe[1])

    let dishes = try chooseLunch(input: inPipe[0], output: outPipe[1])
    close(outPipe[1])
    var printed: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(outPipe[0], &buffer, buffer.count), count > 0 {
      printed += buffer.prefix(count)
    }

    #expect(dishes == ["生蠔鮮蝦濃湯", "熔岩巧克力"])
    #expect(
      String(decoding: printed, as: UTF8.self) == """
             soup
        0 0    巴黎日安洋蔥湯
        0 1    生蠔鮮蝦濃湯

             dessert
        1 0    蘋果塔
        1 1    熔岩巧克力

        type a command after the prompt: help lists them, done ends
        > tap 0 1
        > tap 1 0
        > tap 1 1
        > \n
        """)
  }
}
