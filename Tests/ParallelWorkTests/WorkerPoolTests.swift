import Dispatch
import Testing
@testable import ParallelWork
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parallel stages' threads: every iteration run exactly once, stages
/// that run on two cores at once, and no stage that hangs, whether started
/// back to back, after the threads have gone to sleep, inside another stage
/// or from several threads at once.
struct WorkerPoolTests {
    /// How many times each iteration of a stage ran.
    final class Counts: @unchecked Sendable {
        private var counts: [Int]
        private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        init(_ count: Int) {
            counts = Array(repeating: 0, count: count)
            pthread_mutex_init(lock, nil)
        }
        func add(_ index: Int) {
            pthread_mutex_lock(lock)
            counts[index] += 1
            pthread_mutex_unlock(lock)
        }
        var all: [Int] {
            pthread_mutex_lock(lock)
            defer { pthread_mutex_unlock(lock) }
            return counts
        }
    }

    /// Runs `stages` on a thread of its own: false if they have not returned
    /// within `seconds`. A stage that hangs then fails its test, where a
    /// time limit would leave the test run waiting for it.
    func returnsInTime(seconds: Int = 30, _ stages: @escaping @Sendable () -> Void) -> Bool {
        let returned = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stages()
            returned.signal()
        }
        return returned.wait(timeout: .now() + .seconds(seconds)) == .success
    }

    /// The mode is the pool's from its start: asked for once the shared
    /// pool's threads are made, it is refused and nothing changes.
    @Test func theModeCannotChangeOnceThePoolIsMade() {
        WorkerPool.perform(iterations: 2) { _ in }
        let before = WorkerPool.mode
        #expect(!WorkerPool.configure(before == .oneShot ? .longRunning : .oneShot))
        #expect(WorkerPool.mode == before)
        #expect(returnsInTime { WorkerPool.finishRun() })
    }

    @Test(arguments: [0, 1, 2, 3, 1_000])
    func everyIterationRunsOnce(iterations: Int) {
        let counts = Counts(iterations)
        #expect(returnsInTime { WorkerPool.perform(iterations: iterations) { counts.add($0) } })
        #expect(counts.all == Array(repeating: 1, count: iterations))
    }

    /// A stage inside a stage runs on its caller's thread, and completes.
    @Test func aStageInsideAStageCompletes() {
        let counts = Counts(4 * 100)
        #expect(returnsInTime {
            WorkerPool.perform(iterations: 4) { outer in
                WorkerPool.perform(iterations: 100) { counts.add(outer * 100 + $0) }
            }
        })
        #expect(counts.all == Array(repeating: 1, count: 400))
    }

    /// Callers on several threads at once (tests run in parallel do this):
    /// one stage at a time has the pool, the others run on their callers.
    @Test func stagesFromSeveralThreadsAtOnce() {
        let counts = Counts(8 * 300 * 16)
        #expect(returnsInTime {
            DispatchQueue.concurrentPerform(iterations: 8) { caller in
                for stage in 0..<300 {
                    WorkerPool.perform(iterations: 16) { counts.add((caller * 300 + stage) * 16 + $0) }
                }
            }
        })
        #expect(counts.all == Array(repeating: 1, count: 8 * 300 * 16))
    }

    #if os(Linux)
    // The tests below use pools of their own: the shared one runs a stage on
    // its caller alone while another test's stage has it.

    /// The point of the pool: the two halves of a stage run at the same
    /// time. Each half waits (up to ten seconds) for the other to start; on
    /// one thread the first would wait in vain.
    @Test(.enabled(if: AvailableCores.count > 1))
    func theHalvesOfAStageRunAtOnce() {
        let pool = WorkerThreads(cores: CoreAffinity.coresOtherThanCurrent())
        for round in 0..<40 {
            let atOnce = halvesRunAtOnce(on: pool)
            #expect(atOnce)
            if !atOnce { break }
            // Long enough, now and then, for the threads to have gone to sleep.
            if round % 4 == 0 { usleep(3_000) }
        }
    }

    /// Whether both halves of a stage on `pool` saw the other begin.
    func halvesRunAtOnce(on pool: WorkerThreads) -> Bool {
        let begun = Counts(2), sawOther = Counts(2)
        let returned = returnsInTime {
            pool.perform(iterations: 2) { half in
                begun.add(half)
                let deadline = time(nil) + 10
                while begun.all[1 - half] == 0, time(nil) < deadline {}
                if begun.all[1 - half] == 1 { sawOther.add(half) }
            }
        }
        return returned && sawOther.all == [1, 1]
    }

    /// Stages back to back, and after pauses long enough for the threads to
    /// have gone to sleep, which they must wake from.
    @Test func stagesBackToBackAndAfterThePoolSlept() {
        let pool = WorkerThreads(cores: CoreAffinity.coresOtherThanCurrent())
        let counts = Counts(2_000 * 8)
        #expect(returnsInTime {
            for round in 0..<2_000 {
                pool.perform(iterations: 8) { counts.add(round * 8 + $0) }
                if round % 100 == 0 { usleep(3_000) }
            }
        })
        #expect(counts.all == Array(repeating: 1, count: 2_000 * 8))
    }

    /// A caller whose share is done looks for the others' end only briefly,
    /// then sleeps: it must be woken when the last iteration ends.
    @Test func aCallerThatSleepsIsWokenWhenTheStageEnds() {
        let pool = WorkerThreads(cores: CoreAffinity.coresOtherThanCurrent())
        let counts = Counts(20 * 2)
        #expect(returnsInTime {
            let caller = pthread_self()
            for round in 0..<20 {
                pool.perform(iterations: 2) { index in
                    counts.add(round * 2 + index)
                    if pthread_equal(pthread_self(), caller) != 0 {
                        // Until the pool's thread has taken the other iteration.
                        let deadline = time(nil) + 10
                        while counts.all[round * 2 + 1 - index] == 0, time(nil) < deadline {}
                    } else {
                        usleep(5_000)  // far longer than the caller looks
                    }
                }
            }
        })
        #expect(counts.all == Array(repeating: 1, count: 20 * 2))
    }

    /// Waits (up to ten seconds) until `condition` holds; whether it did.
    func eventually(_ condition: () -> Bool) -> Bool {
        let deadline = time(nil) + 10
        while !condition(), time(nil) < deadline { usleep(100) }
        return condition()
    }

    /// `detach` returns at once, and a thread of the pool runs the job: it
    /// waits for `detach` to have returned, which on the caller it never
    /// would.
    @Test func aDetachedJobRunsOnAThreadOfThePoolWithoutTheCallerWaiting() {
        let pool = WorkerThreads(cores: [nil])
        let steps = Counts(2)  // 0: `detach` returned; 1: the job saw that
        let caller = pthread_self()
        let onCaller = Counts(1)
        #expect(returnsInTime {
            pool.detach {
                if pthread_equal(pthread_self(), caller) != 0 { onCaller.add(0) }
                let deadline = time(nil) + 10
                while steps.all[0] == 0, time(nil) < deadline { usleep(100) }
                if steps.all[0] == 1 { steps.add(1) }
            }
            steps.add(0)
        })
        #expect(eventually { steps.all == [1, 1] })
        #expect(onCaller.all == [0])
    }

    /// Jobs detached back to back, faster than a thread runs them: each
    /// runs once.
    @Test func jobsDetachedBackToBackEachRunOnce() {
        let pool = WorkerThreads(cores: CoreAffinity.coresOtherThanCurrent())
        let counts = Counts(1_000)
        for job in 0..<1_000 { pool.detach { counts.add(job) } }
        #expect(eventually { counts.all == Array(repeating: 1, count: 1_000) })
    }

    /// Stages started while the pool's only thread is busy with a job run
    /// on the caller meanwhile, and the thread takes its share again after.
    @Test(.enabled(if: AvailableCores.count > 1))
    func stagesStartedWhileTheThreadRunsAJobComplete() {
        let pool = WorkerThreads(cores: [nil])
        let jobDone = Counts(1)
        pool.detach {
            usleep(50_000)
            jobDone.add(0)
        }
        let counts = Counts(100 * 8)
        #expect(returnsInTime {
            for stage in 0..<100 { pool.perform(iterations: 8) { counts.add(stage * 8 + $0) } }
        })
        #expect(counts.all == Array(repeating: 1, count: 100 * 8))
        #expect(eventually { jobDone.all == [1] })
        // Its job done, the thread takes a half of a stage again.
        #expect(halvesRunAtOnce(on: pool))
    }

    /// With no thread to take it, the job runs before `detach` returns.
    /// A long-running process's pool (a language server's): no thread
    /// started on a core of its own, no wait that looks before it sleeps,
    /// and its stages still run every iteration once.
    @Test func aLongRunningPoolPinsNothingAndSleepsAtOnce() {
        let pool = WorkerThreads(mode: .longRunning)
        #expect(pool.startCores.count == AvailableCores.count - 1)
        #expect(pool.startCores.allSatisfy { $0 == nil })
        #expect(pool.awakeNanoseconds == 0 && pool.joinNanoseconds == 0)
        let oneShot = WorkerThreads(mode: .oneShot)
        #expect(oneShot.awakeNanoseconds > 0 && oneShot.joinNanoseconds > 0)
        let counts = Counts(50 * 8)
        #expect(returnsInTime {
            for stage in 0..<50 {
                pool.perform(iterations: 8) { counts.add(stage * 8 + $0) }
                if stage % 10 == 0 { usleep(2_000) }  // the threads asleep before the next
            }
        })
        #expect(counts.all == Array(repeating: 1, count: 50 * 8))
    }

    /// The end of a long-running process's run waits for the jobs detached
    /// during it (freeing its trees), so that their memory can be returned.
    @Test func finishingDetachedJobsWaitsForEachOne() {
        let pool = WorkerThreads(cores: [nil], awakeNanoseconds: 0, joinNanoseconds: 0)
        let counts = Counts(3)
        for job in 0..<3 {
            pool.detach {
                usleep(20_000)
                counts.add(job)
            }
        }
        #expect(returnsInTime { pool.finishDetachedJobs() })
        #expect(counts.all == [1, 1, 1])
    }

    @Test func withNoThreadADetachedJobRunsBeforeDetachReturns() {
        let pool = WorkerThreads(cores: [])
        let ran = Counts(1)
        pool.detach { ran.add(0) }
        #expect(ran.all == [1])
    }

    /// One thread for each core but the caller's, each started on a core
    /// the process may use.
    @Test func aThreadIsStartedOnEachOtherCore() throws {
        let cores = CoreAffinity.coresOtherThanCurrent()
        #expect(cores.count == AvailableCores.count - 1)
        let mask = try #require(AvailableCores.affinityMask())
        for core in cores.compactMap({ $0 }) { #expect(mask[core / 64] >> UInt64(core % 64) & 1 == 1) }
        #expect(Set(cores).count == cores.count)
    }
    #endif
}
